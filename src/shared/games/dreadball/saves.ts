// DreadBall's side of the save files: its strict schemas, its replay and its list summary.
import { type SaveRules, moduleSaveRules } from '../../saves/gameRules';
import { summarizeMatch } from './listSummary';
import { dreadball } from './index';
import { dreadballDecisionSchema, dreadballSetupSchema, dreadballSnapshotSchema } from './saveSchema';

export const dreadballSaves: SaveRules = moduleSaveRules(dreadball, { setup: dreadballSetupSchema, decision: dreadballDecisionSchema, snapshot: dreadballSnapshotSchema }, summarizeMatch);
