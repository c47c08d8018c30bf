// Types for the tests that call the resolver (the module itself is plain JavaScript).
export type Resolved = { kind: 'file'; file: string } | { kind: 'package'; name: string } | { kind: 'unresolved' };

export function packageName(specifier: string): string;
export function resolverFor(cwd: string): (fromFile: string, specifier: string) => Resolved;
