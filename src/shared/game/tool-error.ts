/** Kept apart from tools.ts so the games' tools can throw it without an import cycle. */
/** A tool's input was wrong (a missing flag, a bad number): the message says what, the exit code is 2. */
export class ToolInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToolInputError';
  }
}
