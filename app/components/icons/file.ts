import { File } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(File);
