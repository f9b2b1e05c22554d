// Run on its own (npm run serve): the shared libraries are negotiated before anything
// runs, so everything starts behind this one asynchronous import.
void import('./bootstrap');
