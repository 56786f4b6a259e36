import type { ReactNode } from 'react';
import { PageHeader } from './page-header';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

/** A legal document: header, last-updated line, numbered sections with a table of contents. */
export function LegalPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro?: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <>
      <PageHeader title={title}>
        <p>Last updated {updated}</p>
      </PageHeader>
      <section className="section">
        <div className="container container--narrow legal">
          {intro}
          <nav aria-label="Sections" className="legal__toc">
            <ol>
              {sections.map((s, i) => (
                <li key={s.title}>
                  <a href={`#s${i + 1}`}>{s.title}</a>
                </li>
              ))}
            </ol>
          </nav>
          {sections.map((s, i) => (
            <section key={s.title} id={`s${i + 1}`} aria-labelledby={`s${i + 1}-title`}>
              <h2 id={`s${i + 1}-title`}>
                {i + 1}. {s.title}
              </h2>
              {s.body}
            </section>
          ))}
        </div>
      </section>
    </>
  );
}
