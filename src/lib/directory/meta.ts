import * as v from 'valibot';
import { parseStored } from '../kv-snapshot/stored-json';
import { DIRECTORY_GROUPS, type DirectoryGroup } from './groups';

/**
 * What the last refreshes found, per group (KV key directory:v1:meta): how many securities the
 * stored shard holds, a digest of its rows (an unchanged group is not written again), when the
 * upstream last answered for it and the last refusal or failure, kept for the logs and the tests.
 */
const GroupStateSchema = v.object({
  count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  digest: v.string(),
  /** When the stored rows were fetched (ms). */
  fetchedAt: v.number(),
  /** When the upstream last gave a usable answer for this group (ms). */
  checkedAt: v.number(),
  /** Why the last refresh kept the stored copy, or null when it succeeded. */
  lastError: v.nullable(v.string()),
});
export type GroupState = v.InferOutput<typeof GroupStateSchema>;

const MetaSchema = v.object({
  v: v.literal(1),
  /** When the last refresh ended (ms). */
  refreshedAt: v.number(),
  groups: v.record(v.picklist(DIRECTORY_GROUPS), GroupStateSchema),
});
export type DirectoryMeta = Omit<v.InferOutput<typeof MetaSchema>, 'groups'> & { groups: Partial<Record<DirectoryGroup, GroupState>> };

/** The stored meta, or null when there is none or it cannot be read (then the directory counts as never filled). */
export const parseMeta = (text: string | null): DirectoryMeta | null => parseStored(MetaSchema, text);

/** Whether a refresh has ever brought a group in (a first fill that found the upstream down has not). */
export const hasBeenFilled = (meta: DirectoryMeta | null): boolean => meta !== null && Object.keys(meta.groups).length > 0;
