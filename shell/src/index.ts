// Async boundary: shared singletons are negotiated by the MF runtime before any app code runs.
import('./bootstrap');
