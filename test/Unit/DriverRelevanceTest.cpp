//===- DriverRelevanceTest.cpp - Which files can involve a tensor ---------===//

#include "tools/driver/Driver.h"
#include "tools/driver/Relevance.h"

#include "llvm/Support/ThreadPool.h"

#include "gtest/gtest.h"

using namespace tensorlint;
using namespace tensorlint::driver;

namespace {

class Relevance : public ::testing::Test {
protected:
  void SetUp() override {
    llvm::Expected<apis::ApiDatabase> Db = loadApiDatabase({});
    ASSERT_TRUE(bool(Db)) << llvm::toString(Db.takeError());
    Apis = std::make_unique<apis::ApiDatabase>(std::move(*Db));
  }

  /// File I of Files is "Path\nText" (JS, relative imports only), or a
  /// file with no text (never skipped) when there is no newline.
  std::vector<bool> relevant(std::vector<std::string> Files,
                             llvm::StringRef Language = "js") {
    std::vector<RelevanceInput> In;
    for (const std::string &F : Files) {
      auto [Path, Text] = llvm::StringRef(F).split('\n');
      RelevanceInput R;
      R.Path = Path;
      R.Apis = Apis.get();
      R.Language = Language;
      R.ImportsByRelativePath = Language == "js";
      if (F.find('\n') != std::string::npos)
        R.Text = Text;
      In.push_back(R);
    }
    llvm::DefaultThreadPool Pool(llvm::hardware_concurrency(2));
    return relevantBeforeParsing(In, Pool);
  }

  std::unique_ptr<apis::ApiDatabase> Apis;
};

TEST(ImportStem, IsTheNameUpToTheFirstDotOrTheDirectoryOfAnIndex) {
  EXPECT_EQ(importStem("src/model-utils.ts"), "model-utils");
  EXPECT_EQ(importStem("src/app.service.ts"), "app");
  EXPECT_EQ(importStem("src/.hidden.js"), "hidden");
  EXPECT_EQ(importStem("src/ml/index.ts"), "ml");
  EXPECT_EQ(importStem("pkg/views/__init__.py"), "views");
}

TEST_F(Relevance, SeedsNameAModuleAGlobalOrAType) {
  std::vector<bool> R = relevant({
      "a.js\nimport * as tf from '@tensorflow/tfjs';",
      "b.js\nconst t = tf.zeros([1]);",                        // the global
      "c.ts\nfunction f(x: Tensor2D) {}",                      // a type
      "d.js\nconst s = require('onnxruntime-web');",           // a module
      "e.js\nconst sum = (a, b) => a + b; // no tensors",      // nothing
      "f.js\nconst tfx = 1; // a global's name inside a word", // nothing
  });
  EXPECT_EQ(R, (std::vector<bool>{true, true, true, true, false, false}));
}

TEST_F(Relevance, SuppressionsNameTheToolOrARule) {
  std::vector<bool> R = relevant({
      "a.js\n// tensorlint-disable-next-line\nconst x = 1;",
      "b.py\nx = 1  # noqa: tensor-undisposed",
      "c.js\n// use after a model dispose: words of rule names alone",
  });
  EXPECT_EQ(R, (std::vector<bool>{true, true, false}));
}

TEST_F(Relevance, ImportersOfRelevantFilesAreRelevantTransitively) {
  std::vector<bool> R = relevant({
      "src/model.js\nimport * as tf from '@tensorflow/tfjs';",
      "src/user.js\nimport { f } from './model';",
      "src/ui/deep.js\nimport { g } from '../user.js';",
      "src/other.js\nimport { h } from './helpers';",
  });
  EXPECT_EQ(R, (std::vector<bool>{true, true, true, false}));
}

TEST_F(Relevance, OnlyRelativePathsImportInJs) {
  std::vector<bool> R = relevant({
      "src/model.js\nimport * as tf from '@tensorflow/tfjs';",
      "src/a.js\nimport { m } from 'model';",           // a package
      "src/b.js\nimport { m } from '@scope/model';",    // a package
      "src/c.js\nconst r = total / model; // ./model",  // no quotes
      "src/d.js\nconst u = `${base}/model`;",           // not relative
      "src/e.js\nconst m = require(\"../src/model\");", // relative
  });
  EXPECT_EQ(R, (std::vector<bool>{true, false, false, false, false, true}));
}

TEST_F(Relevance, JsImportsMatchTheWholeResolvedPath) {
  std::vector<bool> R = relevant({
      "src/ml/types.ts\nimport type { Tensor } from '@tensorflow/tfjs';",
      "src/ml/use.ts\nimport { T } from './types.js';", // names types.ts
      "src/ui/types.ts\nexport type Props = {};",
      "src/ui/view.ts\nimport { Props } from './types';", // another types
      "src/app.ts\nimport { T } from './ml/types';",
      "src/lib.service.ts\nimport * as tf from '@tensorflow/tfjs';",
      "src/uses-service.ts\nimport { s } from \"./lib.service\";",
  });
  EXPECT_EQ(R, (std::vector<bool>{true, true, false, false, true, true, true}));
}

TEST_F(Relevance, BareRelativeImportsReachAnIndex) {
  std::vector<bool> R = relevant({
      "ml/index.ts\nimport * as tf from '@tensorflow/tfjs';",
      "ml/widget.ts\nimport { zeros } from '.';",
      "ml/sub/part.ts\nimport { zeros } from '..';",
      "other/x.ts\nimport { y } from './y';",
  });
  EXPECT_EQ(R, (std::vector<bool>{true, true, true, false}));
}

TEST_F(Relevance, PagesLoadScriptsByTheirSource) {
  // A page's `src` needs no dot: `<script src="index.js">` is a bundler's
  // entry, which the page declares. URLs and root paths are not the
  // project's files, nor is a page's plain text.
  std::vector<bool> R = relevant({
      "site/index.js\nimport * as tf from '@tensorflow/tfjs';",
      "site/index.html\n<script src=\"index.js\"></script>",
      "site/js/app.js\nimport * as tf from '@tensorflow/tfjs';",
      "site/other.htm\n<script src='js/app.js' defer></script>",
      "site/cdn.html\n<script src=\"https://cdn.example/index.js\"></script>",
      "site/root.html\n<script src=\"/index.js\"></script>",
      "site/text.html\n<p>see index.js</p>",
      "site/lib.js\nconst s = 'index.js';",
  });
  EXPECT_EQ(R, (std::vector<bool>{true, true, true, true, false, false, false,
                                  false}));
}

TEST_F(Relevance, PythonImportsByAnyWord) {
  std::vector<bool> R = relevant(
      {
          "app/models.py\nimport torch",
          "app/views.py\nfrom app.models import net",
          "app/urls.py\nfrom . import views",
          "app/util.py\nimport os",
      },
      "python");
  EXPECT_EQ(R, (std::vector<bool>{true, true, true, false}));
}

TEST_F(Relevance, FilesWithoutTextAreAlwaysRelevant) {
  std::vector<bool> R = relevant({"a.cpp", "b.js\nconst x = 1;"});
  EXPECT_EQ(R, (std::vector<bool>{true, false}));
}

} // namespace
