// Where the project's files are, resolved from this module so the server works from any cwd.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const defaultDataDir = path.join(projectRoot, '.data');
export const defaultMailDir = path.join(projectRoot, '.mail');
export const functionsDir = path.join(projectRoot, 'functions');
export const seedFile = path.join(projectRoot, 'supabase', 'seed', 'films.jsonl');
