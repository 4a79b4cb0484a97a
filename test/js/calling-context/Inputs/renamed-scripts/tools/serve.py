"""Serves the lessons while writing them."""
import http.server

SNAPSHOT = "export/Source/snapshot.js"


def main():
    http.server.test(HandlerClass=http.server.SimpleHTTPRequestHandler)


if __name__ == "__main__":
    main()
