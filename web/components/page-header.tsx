import type { ReactNode } from 'react';

/** The dark band at the top of content pages. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="page-header">
      <div className="container">
        <h1>{title}</h1>
        {children && <div className="page-header__lead">{children}</div>}
      </div>
    </section>
  );
}
