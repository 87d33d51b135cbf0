// Async boundary: shared singletons are negotiated by the MF runtime before any app code runs. That negotiation (a
// version check and a share-scope lookup per shared module the start-up consumes) waits for the next task: run in
// the same task as the runtime's own start it was one ~140 ms task on a throttled phone (docs/performance.md
// "Main thread").
setTimeout(() => void import('./bootstrap'), 0);
