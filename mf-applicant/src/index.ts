// Async boundary: federation must negotiate the shared singletons before React loads.
import('./bootstrap');
