let value = 0;

/**
 * One sequence for every factory module (issue 17): the names and e-mail addresses they mint
 * (`candidate7@example.com`, `Test Job 8`) never repeat across modules within a test file.
 */
export function nextSequence(): number {
  value += 1;
  return value;
}
