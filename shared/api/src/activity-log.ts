import { endpoints } from '@curbside/contracts';
import type { BodyOf } from '@curbside/contracts';
import type { ApiClient } from './client.ts';

export type ActivityLogEntry = BodyOf<typeof endpoints.users.activityLog>;

/** spec 000 §7 Other: POST /user-activity/logs; failures are ignored. */
export async function logActivity(client: ApiClient, entry: ActivityLogEntry): Promise<void> {
  try {
    await client.call(endpoints.users.activityLog, { body: entry });
  } catch {
    // Ignored by the spec: the activity log never bothers the user.
  }
}
