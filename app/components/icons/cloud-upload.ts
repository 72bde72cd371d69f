import { CloudUpload } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(CloudUpload);
