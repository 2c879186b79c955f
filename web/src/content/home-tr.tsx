/** Ana sayfanın giriş metni, Türkçe; sonraki adım ziyaretçinin giriş yapıp yapmadığına göre değişir. */
export function HomeContentTr({ loggedIn }: { loggedIn: boolean }) {
  return (
    <>
      <h1>speechdeck</h1>
      <p className="sd-content__lead">
        speechdeck konuşmayı okunabilir, aranabilir ve yeniden kullanılabilir hâle getirir. Bir kayıt
        yükleyin veya bir örnek seçin; zaman bilgili ve konuşmacıları ayrılmış bir döküm alın. Anahtar
        kelimeleri, özel adları ve kaydettiğiniz kişileri bulun; metni çevirin ya da tersine, metni sese
        dönüştürün.
      </p>
      <p>
        Her şey bu kurulumu işleten kuruluşun denetimindeki sunucularda çalışır: kayıtlarınız, dökümleriniz
        ve ses izleriniz siz silene kadar burada, kendi çalışma alanınızda kalır.{' '}
        {loggedIn ? 'Aşağıdan bir hizmet seçin' : 'Aşağıdaki hizmetleri kullanmak için giriş yapın'} ya da nasıl
        çalıştıkları hakkında <a href="#/learnmore">daha fazla bilgi</a> edinin.
      </p>
    </>
  );
}
