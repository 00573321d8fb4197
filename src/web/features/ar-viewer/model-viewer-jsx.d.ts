import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** <model-viewer> as JSX: the attributes /ar-viewer sets (React 19 passes them to the custom element). */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'model-viewer': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        src?: string;
        alt?: string;
        ar?: boolean;
        'ar-modes'?: string;
        'camera-controls'?: boolean;
        'touch-action'?: string;
        'auto-rotate'?: boolean;
        'auto-rotate-delay'?: string;
        'rotation-per-second'?: string;
        'shadow-intensity'?: string;
        'interaction-prompt'?: string;
        loading?: 'auto' | 'lazy' | 'eager';
      };
    }
  }
}
