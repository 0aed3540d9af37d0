#!/usr/bin/env node
// Committed shim so pnpm can link the bin before the first build.
import '../dist/cli.js';
