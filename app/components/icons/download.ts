import { Download } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(Download);
