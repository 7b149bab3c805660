import type { ReactNode } from 'react';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';

export interface StepCardProps {
  /** The title's id; the section is labelled by it. */
  titleId: string;
  /** Shoelace icon name shown before the title. */
  icon: string;
  title: ReactNode;
  /** Shown in the header after the title (a route summary, a Remove button). */
  headerEnd?: ReactNode;
  className?: string;
  /** Extra attributes of the section (the `data-field` mark of a whole card). */
  sectionProps?: Record<string, string>;
  children: ReactNode;
}

/** One titled section of a step: a card with an icon and an h3 that names it. */
export function StepCard({ titleId, icon, title, headerEnd, className, sectionProps, children }: StepCardProps) {
  return (
    <section className={className ? `card ${className}` : 'card'} aria-labelledby={titleId} {...sectionProps}>
      <header className="card-header">
        <h3 className="curb-inline card-title" id={titleId}>
          <SlIcon name={icon} aria-hidden="true" />
          {title}
        </h3>
        {headerEnd}
      </header>
      {children}
    </section>
  );
}
