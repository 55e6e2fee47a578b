// The forms' messages in the words the service uses (zod's English, which its own checks give):
// imported by each form module before it checks anything. See wire/zod-english.ts.
import '../../../wire/zod-english.ts';
