// Async boundary: the federation runtime settles shared singletons before any app code runs.
void import('./bootstrap');
