// What the apps use of @tanstack/react-query, shared as a singleton in its place: a shared module is
// never tree-shaken, and the whole library (queries in parallel, hydration, suspense...) put 3 KB
// gzip more on the visitor's home. Name an export here before importing it in an app.
// The path, not the package name: federation would serve '@tanstack/react-query' from this very
// module, which would then wait for itself.
export { QueryClient, keepPreviousData, notifyManager, useMutation, useQuery } from '../node_modules/@tanstack/react-query/build/modern/index.js';
