// 'Importar e exportar': spreadsheet imports and exports. The producer area loads this entry
// lazily: nothing else may import it statically, or its screens join the area's first chunk.
export { ImportExportSection } from './routes/import-export-section.tsx';
