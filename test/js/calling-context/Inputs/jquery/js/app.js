// A handler written in place: runs per click.
$('.search').click(function () {
  const probe = tf.zeros([1]);
  console.log(probe.shape);
});

// A handler registered by name.
function onKey(e) {
  const key = tf.scalar(e.keyCode);
  console.log(key.shape);
}
$('#query').keyup(onKey);

// A collection's callback runs per element; an Ajax callback once per
// request, as often as the handler that sends it.
function scoreAll(tweets) {
  $.each(tweets, function (i, tweet) {
    console.log(scoreText(tweet.text));
  });
}
$('#query').on('change', function () {
  $.getJSON('/search?q=' + $('#query').val(), function (result) {
    scoreAll(result.statuses);
  });
});
$('#tweets li').each(function () {
  const row = tf.ones([2]);
  console.log(row.shape);
});

// Once: the ready shorthand at start-up, and a one-shot handler registered
// once.
$(function () {
  const warm = tf.zeros([4]);
  console.log(warm.shape);
});
$('#query').one('focus', function () {
  const first = tf.zeros([3]);
  console.log(first.shape);
});
