import Core
import Foundation
import Habits
import Testing

/// Loop Habit Tracker's CSV export, in the two generations of its `Habits.csv` columns.
@Suite("Loop Habit Tracker's export")
struct LoopExportTests {
    typealias F = HabitsFixture

    static let newer = """
        Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?
        001,Meditate,YES_NO,Did you meditate today?,,1,1,#FF8F00,,,,false
        002,Run,NUMERICAL,How many km?,,3,7,#4CAF50,km,AT_LEAST,5.0,false
        003,"Stretch, gently",YES_NO,,"Neck, back",1,3,#03A9F4,,,,false
        004,Coffee,NUMERICAL,,,1,1,#795548,cups,AT_MOST,2.0,true

        """
    // Newest first, a trailing comma; the comma in a habit's name shifts only the header.
    static let newerCheckmarks = """
        Date,Meditate,Run,Stretch, gently,Coffee,
        2024-05-07,YES_MANUAL,6200,YES_AUTO,0,
        2024-05-06,SKIP,0,YES_MANUAL,3000,
        2024-05-05,YES_MANUAL,4000,NO,UNKNOWN,
        2024-05-04,NO,UNKNOWN,UNKNOWN,UNKNOWN,

        """

    @Test(
        "the newer generation: done days, skipped days, values ×1000, an at-most zero kept, archived and the question")
    func newerGeneration() throws {
        let export = try LoopExport(
            files: ["Habits.csv": Self.newer, "Checkmarks.csv": Self.newerCheckmarks], source: "export.zip")
        #expect(export.habits.map(\.name) == ["Meditate", "Run", "Stretch, gently", "Coffee"])
        let meditate = export.habits[0]
        #expect(
            meditate.entries == [F.day("2024-05-07"): .done, F.day("2024-05-06"): .skipped, F.day("2024-05-05"): .done])
        // The day not done still starts the history.
        #expect(meditate.firstDay == F.day("2024-05-04") && meditate.question == "Did you meditate today?")
        let run = export.habits[1]
        #expect(run.measure == GoalMeasure(unit: "km", target: 5, direction: .atLeast))
        // Zero on an "at least" habit is a day not done.
        #expect(run.entries == [F.day("2024-05-07"): .value(6.2), F.day("2024-05-05"): .value(4)])
        #expect(
            export.habits[2].entries == [F.day("2024-05-06"): .done] && export.habits[2].description == "Neck, back")
        let coffee = export.habits[3]
        #expect(coffee.archived && coffee.measure?.direction == .atMost)
        #expect(coffee.entries == [F.day("2024-05-07"): .value(0), F.day("2024-05-06"): .value(3)])
    }

    @Test("the older generation (NumRepetitions, Interval; 2 done, 1 implied, 0 not), inside one folder of the archive")
    func olderGeneration() throws {
        let export = try LoopExport(
            files: [
                "Loop/Habits.csv":
                    "Position,Name,Question,Description,NumRepetitions,Interval,Color\n001,Read,,,1,1,#FF0000\n002,Gym,,,3,7,#00FF00\n",
                "Loop/Checkmarks.csv": "Date,Read,Gym,\n2024-05-07,2,0,\n2024-05-06,1,2,\n2024-05-05,2,2,\n",
            ], source: "folder")
        #expect(export.habits.map(\.numerator) == [1, 3] && export.habits.map(\.denominator) == [1, 7])
        #expect(export.habits[0].entries.keys.sorted() == [F.day("2024-05-05"), F.day("2024-05-07")])
        #expect(export.habits[1].entries.keys.sorted() == [F.day("2024-05-05"), F.day("2024-05-06")])
    }

    @Test("without the wide file, each habit's own NNN Name/Checkmarks.csv")
    func perHabitFiles() throws {
        let export = try LoopExport(
            files: [
                "Habits.csv":
                    "Position,Name,Question,Description,NumRepetitions,Interval,Color\n001,Read,,,1,1,#FF0000\n",
                "001 Read/Checkmarks.csv": "Date,Value,Notes\n2024-05-07,YES_MANUAL,good\n2024-05-06,SKIP,\n",
            ], source: "folder")
        #expect(export.habits[0].entries == [F.day("2024-05-07"): .done, F.day("2024-05-06"): .skipped])
    }

    @Test("Loop's database tables: habits by position, repetitions by their day's UTC midnight, values as in the CSV")
    func databaseTables() throws {
        let may5 = "1714867200000"
        let export = try LoopExport(
            habits: [
                [
                    "id": "9", "name": "Run", "position": "1", "type": "1", "target_value": "5.0", "target_type": "0",
                    "unit": "km", "freq_num": "3", "freq_den": "7", "archived": "0",
                ],
                ["id": "4", "name": "Read", "position": "0", "freq_num": "1", "freq_den": "1", "archived": "1"],
            ],
            repetitions: [
                ["habit": "4", "timestamp": may5, "value": "2"], ["habit": "9", "timestamp": may5, "value": "4500"],
                ["habit": "4", "timestamp": "1714953600000", "value": "3"],
                ["habit": "77", "timestamp": may5, "value": "2"],
            ], source: "backup.db")
        #expect(export.habits.map(\.name) == ["Read", "Run"] && export.habits[0].archived)
        #expect(export.habits[0].entries == [F.day("2024-05-05"): .done, F.day("2024-05-06"): .skipped])
        #expect(export.habits[1].entries == [F.day("2024-05-05"): .value(4.5)] && export.habits[1].numerator == 3)
        #expect(throws: UserError.self) {
            try LoopExport(habits: [["id": "1", "name": "x", "type": "x"]], repetitions: [], source: "backup.db")
        }
    }

    @Test("a malformed file is refused naming the file, the line and the column")
    func malformed() {
        let habits = "Position,Name,Question,Description,NumRepetitions,Interval,Color\n001,Read,,,1,1,#FF0000\n"
        let cases: [([String: String], String)] = [
            (["Checkmarks.csv": ""], "export.zip has no Habits.csv"),
            (
                ["Habits.csv": habits, "Checkmarks.csv": "Date,Read,\n2024-05-07,MAYBE,\n"],
                "Checkmarks.csv, line 2, column 2"
            ),
            (
                ["Habits.csv": habits, "Checkmarks.csv": "Date,Read,\n2024-13-07,2,\n"],
                "Checkmarks.csv, line 2, column 1"
            ),
            (
                ["Habits.csv": habits, "Checkmarks.csv": "Date,Read,\n2024-05-07,2,2,2\n"],
                "line 2, column 3: expected 2 columns, found 4"
            ),
            (["Habits.csv": habits.replacingOccurrences(of: ",1,1,", with: ",x,1,")], "Habits.csv, line 2, column 5"),
            (["Habits.csv": "Position,Name\n001,\"Read\n"], "Habits.csv, line 2, column 5: a quote is not closed"),
        ]
        for (files, expected) in cases {
            do {
                _ = try LoopExport(files: files, source: "export.zip")
                Issue.record("accepted: \(files)")
            } catch {
                #expect(
                    error.category == .invalidInput && error.message.english.contains(expected),
                    "\(error.message.english)")
            }
        }
    }

    @Test("an import keeps the whole history in one category, is idempotent, and a dry run writes nothing")
    func importing() async throws {
        let fixture = try F(now: "2024-05-08T09:30:00Z")
        let export = try LoopExport(
            files: ["Habits.csv": Self.newer, "Checkmarks.csv": Self.newerCheckmarks], source: "export.zip")
        let dry = try await fixture.repository.importLoop(export, category: "Loop", dryRun: true)
        #expect(dry.goalsAdded == 4 && dry.certifications == 7 && dry.skipped == 1 && dry.dryRun)
        #expect(try await fixture.repository.categories().isEmpty)
        let report = try await fixture.repository.importLoop(export, category: "Loop", dryRun: false)
        #expect(
            report
                == {
                    var wet = dry
                    wet.dryRun = false
                    return wet
                }())
        #expect(report.days == 4 && report.archived == 1)
        #expect(report.approximated == ["Stretch, gently: once every 3 days became 2 times a week"])
        let again = try await fixture.repository.importLoop(export, category: "loop", dryRun: false)
        #expect(again.goalsAdded == 0 && again.certifications == 0 && again.skipped == 0)
        let meditate = try await fixture.repository.goal("Meditate")
        #expect(meditate.period.start == F.day("2024-05-04") && meditate.skippedDays == [F.day("2024-05-06")])
        #expect(meditate.window.argument == "00:00-23:59" && meditate.subtitle == "Did you meditate today?")
        let photos = try await fixture.repository.photos(goalIDs: [meditate.id])
        #expect(photos.count == 2 && photos.allSatisfy(\.isImported))
        // The skipped day breaks no streak: the 5th, (6th skipped), the 7th.
        #expect(try await fixture.repository.progress(of: meditate).currentStreak == 2)
        #expect(try await fixture.repository.goal("Coffee").isArchived)
    }

    @Test(
        "a re-import removes a day undone in Loop since, and says so; a changed value follows; photos taken here stay (#60, item 13)"
    )
    func reimportUndone() async throws {
        let fixture = try F(now: "2024-05-08T09:30:00Z")
        let first = try LoopExport(
            files: ["Habits.csv": Self.newer, "Checkmarks.csv": Self.newerCheckmarks], source: "export.zip")
        _ = try await fixture.repository.importLoop(first, category: "Loop", dryRun: false)
        // Since then, in Loop: Meditate's 5th undone, Run's 7th changed to 7 km.
        let later = Self.newerCheckmarks.replacingOccurrences(
            of: "2024-05-05,YES_MANUAL,4000", with: "2024-05-05,NO,4000"
        )
        .replacingOccurrences(of: "2024-05-07,YES_MANUAL,6200", with: "2024-05-07,YES_MANUAL,7000")
        let export = try LoopExport(files: ["Habits.csv": Self.newer, "Checkmarks.csv": later], source: "export.zip")
        let dry = try await fixture.repository.importLoop(export, category: "Loop", dryRun: true)
        #expect(dry.undone == 1 && dry.certifications == 0)
        let meditate = try await fixture.repository.goal("Meditate")
        #expect(try await fixture.repository.photos(goalIDs: [meditate.id]).count == 2, "a dry run removes nothing")
        let report = try await fixture.repository.importLoop(export, category: "Loop", dryRun: false)
        #expect(report.undone == 1)
        #expect(try await fixture.repository.photos(goalIDs: [meditate.id]).map(\.day) == [F.day("2024-05-07")])
        let run = try await fixture.repository.goal("Run")
        let runDays = try await fixture.repository.photos(goalIDs: [run.id])
        #expect(runDays.first { $0.day == F.day("2024-05-07") }?.value == 7)
        #expect(try await fixture.repository.importLoop(export, category: "Loop", dryRun: false).undone == 0)
    }

    @Test(
        "an archived habit's strength fades to today as Loop's does; an at-most day with nothing recorded is 0, within the limit (#60, item 13)"
    )
    func archivedAndAtMost() async throws {
        let fixture = try F(now: "2024-05-08T09:30:00Z")
        let habits = """
            Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?
            001,Tea,YES_NO,,,1,1,#FF8F00,,,,true
            002,Snacks,NUMERICAL,,,1,1,#4CAF50,bags,AT_MOST,1.0,false

            """
        let days = (1...7).map { "2024-05-0\($0),YES_MANUAL,\($0 == 1 ? "2000" : $0 == 5 ? "0" : "UNKNOWN")," }
        let export = try LoopExport(
            files: [
                "Habits.csv": habits, "Checkmarks.csv": "Date,Tea,Snacks,\n" + days.joined(separator: "\n") + "\n",
            ],
            source: "export.zip")
        _ = try await fixture.repository.importLoop(export, category: "Loop", dryRun: false)
        // Snacks: the 1st went over (2 bags); the 5th was 0; the other days had nothing, 0 too.
        let snacks = try await fixture.repository.progress(of: try await fixture.repository.goal("Snacks"))
        #expect(snacks.certified == 6 && snacks.strength > 0, "\(snacks)")
        let tea = try await fixture.repository.goal("Tea")
        let strong = try await fixture.repository.progress(of: tea).strength
        fixture.now.withLock { $0 = DateProvider.parseISO8601("2024-07-01T09:30:00Z")! }
        let faded = try await fixture.repository.progress(of: tea).strength
        #expect(faded < strong / 2, "archived since May: \(strong) then \(faded)")
    }
}

@Suite("measurable goals")
struct MeasurableGoalTests {
    typealias F = HabitsFixture

    @Test("a target reads as a number and a unit; at least and at most decide which days count")
    func measure() throws {
        let run = try GoalMeasure(argument: "10 km", direction: .atLeast)
        #expect(run.unit == "km" && run.target == 10 && run.summary.english == "at least 10 km")
        #expect(run.isMet(10) && !run.isMet(9.9) && !run.isMet(nil))
        let coffee = try GoalMeasure(argument: "2.5cups", direction: .atMost)
        #expect(coffee.summary.korean == "2.5 cups 이하" && coffee.isMet(0) && !coffee.isMet(3))
        #expect(throws: UserError.self) { try GoalMeasure(argument: "km", direction: .atLeast) }
        // "At least 0 km" is met by every day (#60); "at most 0 cigarettes" is a goal.
        #expect(throws: UserError(HabitsMessages.zeroTarget, category: .invalidInput)) {
            try GoalMeasure(argument: "0 km", direction: .atLeast)
        }
        #expect(throws: UserError.self) { try GoalMeasure(target: "0", unit: "km", direction: .atLeast) }
        #expect(try GoalMeasure(argument: "0 cigarettes", direction: .atMost).target == 0)
        // Issue #55: `1e309` was a target of 1 "e309".
        for beyond in ["1e309", "1e309 km", "-1e3 km"] {
            #expect(throws: UserError.self, "\(beyond)") { try GoalMeasure(argument: beyond, direction: .atLeast) }
        }
        #expect(
            try GoalMeasure(argument: "1e3 m", direction: .atLeast)
                == GoalMeasure(unit: "m", target: 1000, direction: .atLeast))
        #expect(throws: UserError.self) { try GoalMeasure.value("-1") }
        #expect(try GoalMeasure.value("1,200") == 1200)
    }

    @Test("a measured goal asks for the value; only a day meeting the target counts for progress")
    func certifyWithValue() async throws {
        let fixture = try F()
        var goal = try await fixture.goal()
        var form = GoalForm(goal)
        form.measure = GoalMeasure(unit: "km", target: 5, direction: .atLeast)
        goal = try await fixture.repository.updateGoal(goal, with: form)
        await #expect(throws: UserError.self) { try await fixture.repository.certify(goal.id, image: F.jpeg) }
        let short = try await fixture.repository.certify(goal.id, image: F.jpeg, value: 3)
        #expect(short.photo.value == 3 && short.progress.certified == 0)
        fixture.set("2024-05-02T09:30:00Z")
        let met = try await fixture.repository.certify(goal.id, image: F.jpeg, value: 5.5)
        #expect(met.progress.certified == 1 && met.progress.currentStreak == 1)
        let detail = try await fixture.repository.detail(of: goal.id)
        #expect(
            detail.month.mark(F.day("2024-05-01")) == .unmet && detail.month.mark(F.day("2024-05-02")) == .certified)
    }
}
