/** The import page at an import's step: the address a recruiter can leave and come back to. */
export function importPath(id?: number): string {
  return id === undefined ? '/candidates/import' : `/candidates/import?id=${id}`;
}
