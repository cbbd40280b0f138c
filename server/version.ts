import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from './config.ts';

/** This release (package.json's `version`; what changed for an operator is in CHANGELOG.md). */
export const VERSION: string = JSON.parse(readFileSync(path.join(ROOT_DIR, 'package.json'), 'utf8')).version;
