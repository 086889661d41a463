// Async boundary: federation must negotiate the shared singletons before React loads.
void import('./bootstrap');
