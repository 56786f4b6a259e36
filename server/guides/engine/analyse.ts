/**
 * The reading as the rest of the server asks for it (the lines preview and the job's character
 * check): the scene-reading stage under the name callers already use.
 */
export { findCharacter, readScript as analyse, type ScriptInput } from './reading/read-script.js';
export { citeLine as cite } from './writers/phrasing.js';
