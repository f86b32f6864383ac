import { Fragment } from 'react';

/** A host name that wraps after its dots (then anywhere, if one label is still too long). */
export function DomainText({ name }: { name: string }) {
  const labels = name.split('.');
  return (
    <span className="certs-domain">
      {labels.map((label, index) => (
        <Fragment key={index}>
          {label}
          {index < labels.length - 1 && (
            <>
              .<wbr />
            </>
          )}
        </Fragment>
      ))}
    </span>
  );
}
