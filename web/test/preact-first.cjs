// The web specs run on Preact as the app does (vite.config.ts aliases React's names to preact/compat; so does this
// project's moduleNameMapper). Preact is ES modules only: loaded here first, before a spec's module graph asks for it
// both by import (the spec) and by require (@testing-library/react), which Jest would refuse as a require() cycle.
require('preact');
require('preact/hooks');
require('preact/compat');
require('preact/compat/client');
require('preact/test-utils');
require('preact/jsx-runtime');
