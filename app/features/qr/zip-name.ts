export const ZIP_FILE_NAME = "qrcodes-collection.zip";
