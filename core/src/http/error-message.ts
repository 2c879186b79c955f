/** What a thrown value says, for a log line, a stored failure or a message: an Error's message, else the value as text. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
