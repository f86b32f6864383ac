// The part of swagger-ui-react's props this feature uses (the package ships no types).
declare module 'swagger-ui-react' {
  import type { ComponentType } from 'react';

  export interface SwaggerUIProps {
    spec?: object | string;
    docExpansion?: 'list' | 'full' | 'none';
    defaultModelsExpandDepth?: number;
    /** Methods the "Try it out" button may send; [] leaves the reference read-only. */
    supportedSubmitMethods?: string[];
    deepLinking?: boolean;
    displayOperationId?: boolean;
    tryItOutEnabled?: boolean;
    /** swagger-ui plugins: functions answering `{ components: { name: Component } }` and the like. */
    plugins?: (() => object)[];
  }
  const SwaggerUI: ComponentType<SwaggerUIProps>;
  export default SwaggerUI;
}
