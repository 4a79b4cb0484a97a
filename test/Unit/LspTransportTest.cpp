//===- LspTransportTest.cpp - LSP framing over an in-memory channel -------===//

#include "tools/lsp/MemoryChannel.h"
#include "tools/lsp/Server.h"
#include "tools/lsp/Transport.h"

#include "apis/ApiModel.h"

#include "gtest/gtest.h"

#include <optional>
#include <string>
#include <vector>

using namespace tensorlint;
using namespace tensorlint::lsp;

namespace {

std::string framed(llvm::StringRef Body) {
  return "Content-Length: " + std::to_string(Body.size()) + "\r\n\r\n" +
         Body.str();
}

/// Every body the transport reads until the end of the input.
std::vector<std::string> readAll(MemoryChannel &C) {
  Transport T(C);
  std::vector<std::string> Bodies;
  while (std::optional<std::string> B = T.read())
    Bodies.push_back(*B);
  return Bodies;
}

using Bodies = std::vector<std::string>;

TEST(LspTransport, ReadsMessagesWhateverTheReadSize) {
  std::string In = framed("{\"a\":1}") + framed("") + framed("[2]");
  for (size_t MaxRead : {1, 2, 7, 65536}) {
    MemoryChannel C({In}, MaxRead);
    EXPECT_EQ(readAll(C), (Bodies{"{\"a\":1}", "", "[2]"})) << MaxRead;
  }
}

TEST(LspTransport, AcceptsOtherHeadersAndBareLineFeeds) {
  MemoryChannel C({"content-length:  2\r\nContent-Type: x\r\n\r\n{}"
                   "Content-Length: 3\n\n[1]"});
  EXPECT_EQ(readAll(C), (Bodies{"{}", "[1]"}));
}

TEST(LspTransport, SkipsGarbageAndBadHeadersToTheNextContentLength) {
  MemoryChannel C(
      {"garbage\r\n\r\n" + framed("1") + "Content-Length: abc\r\n\r\n{}" +
       "Content-Type: x\r\n\r\n{}" +
       "Content-Length: 99999999999999999999\r\n\r\n" + framed("2")});
  EXPECT_EQ(readAll(C), (Bodies{"1", "2"}));
}

TEST(LspTransport, BodyShorterThanItsLengthIsDroppedWhenTheInputStalls) {
  // The first message claims 50 bytes; the next header arrives inside them,
  // then the input stalls: the reader resynchronises on that header.
  MemoryChannel C(
      {"Content-Length: 50\r\n\r\n{}" + framed("next"), framed("after")});
  EXPECT_EQ(readAll(C), (Bodies{"next", "after"}));
}

TEST(LspTransport, BodyCompletedAfterAStallIsKept) {
  // Without a header inside the partial body, a stall is just slowness.
  MemoryChannel C({"Content-Length: 7\r\n\r\n{\"a\"", ":1}"}, 2);
  EXPECT_EQ(readAll(C), (Bodies{"{\"a\":1}"}));
}

TEST(LspTransport, InputEndingInsideAMessageEndsTheRead) {
  MemoryChannel C({framed("1") + "Content-Length: 10\r\n\r\n{}"});
  EXPECT_EQ(readAll(C), (Bodies{"1"}));
  MemoryChannel Headers({framed("1") + "Content-Length: 10\r\n"});
  EXPECT_EQ(readAll(Headers), (Bodies{"1"}));
}

TEST(LspTransport, OverlongHeaderBlockIsSkipped) {
  MemoryChannel C(
      {"X-Pad: " + std::string(70000, 'x') + "\r\n" + framed("ok")});
  EXPECT_EQ(readAll(C), (Bodies{"ok"}));
}

TEST(LspTransport, PendingInputFollowsTheBursts) {
  MemoryChannel C({framed("1") + framed("2"), framed("3")});
  Transport T(C);
  EXPECT_TRUE(T.hasPendingInput());
  EXPECT_EQ(T.read(), "1");
  EXPECT_TRUE(T.hasPendingInput()); // "2" is buffered
  EXPECT_EQ(T.read(), "2");
  EXPECT_FALSE(T.hasPendingInput()); // the stall
  EXPECT_EQ(T.read(), "3");
  EXPECT_FALSE(T.hasPendingInput());
  EXPECT_EQ(T.read(), std::nullopt);
}

TEST(LspTransport, SendFramesTheBody) {
  MemoryChannel C({});
  Transport T(C);
  ASSERT_TRUE(T.send(llvm::json::Object{{"id", 1}}));
  EXPECT_EQ(C.written(), framed("{\"id\":1}"));
}

std::string request(int Id, llvm::StringRef Method, llvm::json::Value Params) {
  std::string S;
  llvm::raw_string_ostream(S)
      << llvm::json::Value(llvm::json::Object{{"jsonrpc", "2.0"},
                                              {"id", Id},
                                              {"method", Method},
                                              {"params", std::move(Params)}});
  return framed(S);
}

std::string notify(llvm::StringRef Method, llvm::json::Value Params) {
  std::string S;
  llvm::raw_string_ostream(S) << llvm::json::Value(llvm::json::Object{
      {"jsonrpc", "2.0"}, {"method", Method}, {"params", std::move(Params)}});
  return framed(S);
}

TEST(LspTransport, ServerSessionInMemory) {
  llvm::Expected<apis::ApiDatabase> Apis = apis::ApiDatabase::loadShipped();
  ASSERT_TRUE(static_cast<bool>(Apis)) << llvm::toString(Apis.takeError());
  const char *Uri = "file:///nonexistent-dir/leaky.ts";
  std::string Leaky = "import * as tf from '@tensorflow/tfjs';\n"
                      "export function f(xs: number[]) {\n"
                      "  const t = tf.tensor2d([xs]);\n"
                      "  return t.dataSync();\n"
                      "}\n"
                      "setInterval(() => f([1]), 100);\n";
  std::string In =
      request(1, "initialize",
              llvm::json::Object{{"capabilities", llvm::json::Object{}}}) +
      notify("initialized", llvm::json::Object{}) +
      notify(
          "textDocument/didOpen",
          llvm::json::Object{
              {"textDocument", llvm::json::Object{{"uri", Uri},
                                                  {"languageId", "typescript"},
                                                  {"version", 1},
                                                  {"text", Leaky}}}}) +
      "Content-Length: 5\r\n\r\n{bad}" +
      request(2, "textDocument/diagnostic",
              llvm::json::Object{
                  {"textDocument", llvm::json::Object{{"uri", Uri}}}}) +
      request(3, "shutdown", nullptr) + notify("exit", nullptr);
  // Split into bursts at every message and read a few bytes at a time.
  MemoryChannel C({In.substr(0, 100), In.substr(100, 300), In.substr(400)}, 13);
  Transport T(C);
  Server S(T, *Apis);
  EXPECT_EQ(S.run(), 0);
  const std::string &Out = C.written();
  EXPECT_NE(
      Out.find("\"id\":1,\"jsonrpc\":\"2.0\",\"result\":{\"capabilities\""),
      std::string::npos)
      << Out;
  EXPECT_NE(Out.find("tensor-undisposed"), std::string::npos) << Out;
  EXPECT_NE(Out.find("\"id\":3,\"jsonrpc\":\"2.0\",\"result\":null"),
            std::string::npos)
      << Out;
}

TEST(LspTransport, ServerWithoutShutdownExitsWithOne) {
  llvm::Expected<apis::ApiDatabase> Apis = apis::ApiDatabase::loadShipped();
  ASSERT_TRUE(static_cast<bool>(Apis)) << llvm::toString(Apis.takeError());
  MemoryChannel C({"Content-Length: 10\r\n\r\n{}"}, 65536,
                  /*KeepOutput=*/false);
  Transport T(C);
  Server S(T, *Apis);
  EXPECT_EQ(S.run(), 1);
  EXPECT_EQ(C.written(), "");
}

} // namespace
