import { LayoutGrid } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(LayoutGrid);
