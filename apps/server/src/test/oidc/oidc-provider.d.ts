// oidc-provider ships no type declarations; the test provider uses a small part of it.
declare module 'oidc-provider';
