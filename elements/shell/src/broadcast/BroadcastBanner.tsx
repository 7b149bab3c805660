import { useEffect, useState } from 'react';
import SlIconButton from '@shoelace-style/shoelace/dist/react/icon-button/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import { endpoints } from '@curbside/contracts';
import { sanitizeNoteHtml, useAdoptedStyles, useCall, useSession } from '@curbside/ui';
import { broadcastBannerCss } from './broadcast-banner.css.ts';
import { dismissNote, isNoteDismissed } from './broadcast-dismissal.ts';

export interface BroadcastBannerProps {
  /** The current path: the note is asked for again on every page. */
  path: string;
}

/**
 * The firm's broadcast note (issue 17, published in admin settings) as a banner over every page
 * until a super admin deactivates it; each user can dismiss it. Firm-authored HTML, sanitised
 * here to the 000 §9 allow-list with links that open safely in a new tab. A failed call shows nothing.
 */
export function BroadcastBanner({ path }: BroadcastBannerProps) {
  useAdoptedStyles(broadcastBannerCss);
  const signedIn = useSession((s) => s.userData !== null);
  const notes = useCall(endpoints.users.documents, { query: { type: 'BroadcastNote' } }, { enabled: signedIn, retry: false });
  const { refetch } = notes;
  useEffect(() => {
    if (signedIn) void refetch();
  }, [path, signedIn, refetch]);
  const note = notes.data?.[0] ?? null;
  const [dismissed, setDismissed] = useState<number | null>(null);

  if (!note || dismissed === note.firmDocumentId || isNoteDismissed(note.firmDocumentId)) return null;
  return (
    <section className="broadcast-banner" aria-label="Announcement">
      <SlIcon name="megaphone" className="broadcast-banner__icon" aria-hidden="true" />
      <div className="broadcast-banner__note" dangerouslySetInnerHTML={{ __html: sanitizeNoteHtml(note.document) }} />
      <SlIconButton
        name="x-lg"
        label="Dismiss announcement"
        className="broadcast-banner__close"
        onClick={() => {
          dismissNote(note.firmDocumentId);
          setDismissed(note.firmDocumentId);
        }}
      />
    </section>
  );
}
