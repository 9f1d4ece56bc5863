"""Serves a directory over http as a static host does, gzipping every response the client accepts gzipped.

python3 -m http.server sends no Content-Encoding, so Lighthouse's simulated link would carry the pages
uncompressed. Usage: python3 serve-gzip.py PORT DIRECTORY (e.g. 8766 web/target/site).
"""
import gzip
import http.server
import os
import sys

ROOT = sys.argv[2]


class Handler(http.server.SimpleHTTPRequestHandler):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, directory=ROOT, **kwargs)

    def log_message(self, *args):
        pass

    def do_GET(self):
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            path = os.path.join(path, "index.html")
        if not os.path.isfile(path):
            return super().do_GET()
        with open(path, "rb") as file:
            data = file.read()
        zipped = "gzip" in self.headers.get("Accept-Encoding", "")
        if zipped:
            data = gzip.compress(data, 9)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        if zipped:
            self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


http.server.ThreadingHTTPServer(("", int(sys.argv[1])), Handler).serve_forever()
