/**
 * Lower case for A-Z only: what SQLite's lower() and NOCASE do, and PostgreSQL's lower() under
 * the "C" collation, whatever the database's locale. Speaker names and file names compare so on both.
 */
export const asciiLower = (text: string) => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
