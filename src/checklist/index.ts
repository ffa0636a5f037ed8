// What other areas use of the checklist area: the file header's progress through its milestones.
export { FileProgress } from './components/file-progress.tsx';
