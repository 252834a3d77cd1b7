// The content a stand's team edits in the exhibitor's area with the producer's own form and
// values: its page (exhibitor values) and its properties. A second entry beside index.ts because
// these modules are heavy (zod, the editor) and index.ts is in the producer area's first chunk.
export { PropertyForm, type PropertyStand } from './components/property-form.tsx';
export { exhibitorRequest, exhibitorValues } from './lib/exhibitor-values.ts';
