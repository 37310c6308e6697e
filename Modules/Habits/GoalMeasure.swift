import Core
import Foundation

/// What a measurable goal counts (Loop Habit Tracker's numerical habits): a unit and a
/// target a day's value must reach ("at least 10 km") or stay under ("at most 2 cups").
/// A certification of such a goal carries its value; only a day whose value meets the
/// target counts towards progress, streaks and strength.
public struct GoalMeasure: Sendable, Hashable, Codable {
    /// Which side of the target a day's value must be on.
    public enum Direction: String, Sendable, Hashable, Codable, CaseIterable {
        case atLeast, atMost
    }

    /// "km", "cups"; may be empty ("at least 3").
    public var unit: String
    /// The value a day is measured against.
    public var target: Double
    /// At least or at most the target.
    public var direction: Direction

    public init(unit: String, target: Double, direction: Direction) {
        self.unit = unit.trimmingWhitespace
        self.target = target
        self.direction = direction
    }

    /// Parses `10 km`, `2.5`, `8 glasses` (a number, then an optional unit), as the command
    /// line's `--measure` gives them.
    public init(argument: String, direction: Direction) throws(UserError) {
        let text = argument.trimmingWhitespace
        var number = text.prefix { $0.isNumber || $0 == "." || $0 == "," }
        // `1e309` is a number written with an exponent (too large here), not 1 "e309".
        if text.dropFirst(number.count).wholeMatch(of: /[eE][+-]?[0-9]+.*/) != nil {
            number = text.prefix { !$0.isWhitespace }
        }
        guard let target = Self.target(String(number)) else {
            throw UserError(HabitsMessages.invalidTarget(argument), category: .invalidInput)
        }
        try Self.check(target, direction)
        self.init(unit: String(text.dropFirst(number.count)), target: target, direction: direction)
    }

    /// The target and unit as two fields give them (a form's): the target a number at or
    /// above zero (`1,200` and `12.5` too), else refused with what was typed (65).
    public init(target text: String, unit: String, direction: Direction) throws(UserError) {
        guard let target = Self.target(text) else {
            throw UserError(HabitsMessages.invalidTarget(text), category: .invalidInput)
        }
        try Self.check(target, direction)
        self.init(unit: unit, target: target, direction: direction)
    }

    /// "At least 0" is met by every day, so it measures nothing; "at most 0" (no cigarettes) does.
    private static func check(_ target: Double, _ direction: Direction) throws(UserError) {
        if target == 0, direction == .atLeast { throw UserError(HabitsMessages.zeroTarget, category: .invalidInput) }
    }

    /// A target as typed: a finite number at or above zero, commas between thousands allowed.
    private static func target(_ text: String) -> Double? {
        guard let target = Double(text.trimmingWhitespace.replacingOccurrences(of: ",", with: "")), target.isFinite,
            target >= 0
        else { return nil }
        return target
    }

    /// A day's value as typed: `12.5`, `3`, `1,200`; not a number, or below zero, is refused (65).
    public static func value(_ text: String) throws(UserError) -> Double {
        guard let value = Double(text.trimmingWhitespace.replacingOccurrences(of: ",", with: "")), value.isFinite,
            value >= 0
        else { throw UserError(HabitsMessages.invalidValue(text), category: .invalidInput) }
        return value
    }

    /// Whether a day with `value` meets the target; a day without one does not.
    public func isMet(_ value: Double?) -> Bool {
        guard let value else { return false }
        return direction == .atLeast ? value >= target : value <= target
    }

    /// "at least 10 km" / "10 km 이상".
    public var summary: Message {
        let amount = Self.format(target) + (unit.isEmpty ? "" : " \(unit)")
        return direction == .atLeast
            ? Message(en: "at least \(amount)", ko: "\(amount) 이상")
            : Message(en: "at most \(amount)", ko: "\(amount) 이하")
    }

    /// A value as people write it: `10`, `2.5`, without a trailing `.0`.
    public static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// `12.5 km`.
    public func amount(_ value: Double) -> String { Self.format(value) + (unit.isEmpty ? "" : " \(unit)") }
}
