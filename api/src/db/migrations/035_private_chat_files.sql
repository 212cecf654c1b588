-- Chat files leave the public uploads: they are read through the chat-file call, by the
-- conversation's members, from the private files (DATA_DIR/private or the bucket's private/
-- prefix), under the keys they had. Files stored in a bucket were kept as their public URL;
-- the key is the end of it. The start moves the files themselves (moveChatFilesOutOfUploads).
update chat_messages
   set file = substring(file from '(chat/[0-9a-f]{32}\.[a-z0-9]+)$')
 where file ~ '^https?://.*/chat/[0-9a-f]{32}\.[a-z0-9]+$';

update chat_messages
   set audio = substring(audio from '(chat/[0-9a-f]{32}\.[a-z0-9]+)$')
 where audio ~ '^https?://.*/chat/[0-9a-f]{32}\.[a-z0-9]+$';
