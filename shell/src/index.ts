// The shared libraries (React, the router, Mantine…) are negotiated with the remotes
// before any of them runs: everything starts behind this one asynchronous import.
void import('./bootstrap');
