import * as v from '../internal/schema.js'
import { forbiddenCharacter } from './forbiddenCharacter.js'

/**
 * One line of text: no control character, bidirectional control or lone surrogate (forbiddenCharacter.ts); the
 * message names the character. A module of its own, so a path id's check does not bring in every schema.
 */
export const lineRule = /* @__PURE__ */ v.check((value: string) => forbiddenCharacter(value) === undefined, (value: string) => forbiddenCharacter(value)!)
