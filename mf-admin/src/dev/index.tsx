// Async boundary: shared singletons initialise before the harness runs.
import('./standalone');
