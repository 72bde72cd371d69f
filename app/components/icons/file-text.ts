import { FileText } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(FileText);
