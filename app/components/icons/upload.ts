import { Upload } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(Upload);
