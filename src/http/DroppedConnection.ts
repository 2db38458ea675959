/** Thrown instead of answering: the HTTP server destroys the socket, an in-process fetch rejects like a network failure. */
export class DroppedConnection extends TypeError {
  constructor(message = 'the connection was dropped without an answer') {
    super(message)
  }
}
