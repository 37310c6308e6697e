import NIOCore
import NIOHTTPTypes

/// Closes a connection whose client sends its request too slowly (slowloris): the request
/// head must arrive within `head` of the connection opening (or of the last response
/// ending, on a kept-alive connection), and the body within `body` of the head. While a
/// response is being written (a live page's event stream), no deadline runs.
final class RequestReadDeadline: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let head: TimeAmount
    private let body: TimeAmount
    private var deadline: Scheduled<Void>?

    init(head: TimeAmount, body: TimeAmount) {
        self.head = head
        self.body = body
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { arm(head, context: context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        arm(head, context: context)
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head: arm(body, context: context)
        case .body: break
        case .end: disarm()
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) {
            let written = context.eventLoop.makePromise(of: Void.self)
            // The promise completes on this channel's event loop, where the handler and its
            // context live.
            let bound = NIOLoopBound((handler: self, context: context), eventLoop: context.eventLoop)
            written.futureResult.whenComplete { _ in
                let (handler, context) = bound.value
                guard context.channel.isActive else { return }
                handler.arm(handler.head, context: context)
            }
            written.futureResult.cascade(to: promise)
            context.write(data, promise: written)
        } else {
            context.write(data, promise: promise)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        disarm()
        context.fireChannelInactive()
    }

    private func arm(_ limit: TimeAmount, context: ChannelHandlerContext) {
        disarm()
        let channel = context.channel
        deadline = context.eventLoop.scheduleTask(in: limit) { channel.close(promise: nil) }
    }

    private func disarm() {
        deadline?.cancel()
        deadline = nil
    }
}

extension TimeAmount {
    /// The same span as NIO counts it.
    init(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        self = .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
}
