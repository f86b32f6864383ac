import type { ComponentType } from 'react';

/*
 * swagger-ui's operations list drawn whole. Since swagger-ui 5.33 (swagger-api/swagger-ui#11024) its `operations`
 * component virtualises the list once the document has 150 or more tags and operations together: only the rows in
 * the viewport (and 3 more) are in the page, the rest is padding drawn on scroll. The customer document is past
 * that (130 operations in 27 tags), and its list starts below the introduction's table of codes, so the page showed
 * 3 operations: the browser's find (swagger-api/swagger-ui#11056), printing and a check of the page saw no others.
 * There is no setting for the threshold; this plugin gives back the component swagger-ui itself draws below it
 * (the same tags, OperationTag and OperationContainer, the same keys), for any number of operations.
 */

/** The parts of swagger-ui's Immutable.js values this list reads. */
interface Operation {
  get(key: 'path' | 'method'): string;
  get(key: 'specPath'): unknown;
}
interface TagObject {
  get(key: 'operations'): { map<R>(each: (operation: Operation) => R): { toArray(): R[] } };
}
interface TaggedOperations {
  size: number;
  map<R>(each: (tagObj: TagObject, tag: string) => R): { valueSeq(): { toArray(): R[] } };
}

/** The props swagger-ui's container gives its `operations` component (the ones used here). */
interface OperationsProps {
  specSelectors: {
    taggedOperations(): TaggedOperations;
    validOperationMethods(): string[];
    url(): string;
  };
  getComponent(name: string, container?: boolean): ComponentType<Record<string, unknown>>;
  oas3Selectors: unknown;
  layoutSelectors: unknown;
  layoutActions: unknown;
  getConfigs: unknown;
}

function AllOperations(props: OperationsProps) {
  const { specSelectors, getComponent, oas3Selectors, layoutSelectors, layoutActions, getConfigs } = props;
  const tagged = specSelectors.taggedOperations();
  const methods = specSelectors.validOperationMethods();
  if (tagged.size === 0) return <h3> No operations defined in spec!</h3>;
  const OperationContainer = getComponent('OperationContainer', true);
  const OperationTag = getComponent('OperationTag');
  return (
    <div>
      {tagged
        .map((tagObj, tag) => (
          <OperationTag
            key={`operation-${tag}`}
            tagObj={tagObj}
            tag={tag}
            oas3Selectors={oas3Selectors}
            layoutSelectors={layoutSelectors}
            layoutActions={layoutActions}
            getConfigs={getConfigs}
            getComponent={getComponent}
            specUrl={specSelectors.url()}
          >
            <div className="operation-tag-content">
              {tagObj
                .get('operations')
                .map((operation) => {
                  const path = operation.get('path');
                  const method = operation.get('method');
                  if (!methods.includes(method)) return null;
                  return (
                    <OperationContainer
                      key={`${path}-${method}`}
                      specPath={operation.get('specPath')}
                      op={operation}
                      path={path}
                      method={method}
                      tag={tag}
                    />
                  );
                })
                .toArray()}
            </div>
          </OperationTag>
        ))
        .valueSeq()
        .toArray()}
    </div>
  );
}

/** The swagger-ui plugin that puts AllOperations in place of the virtualised list. */
export const allOperationsPlugin = () => ({ components: { operations: AllOperations } });
